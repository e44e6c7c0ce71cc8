// The released system.json: the source manifest with the package version written in.
export function manifestFor(source, version) {
  return {
    ...source,
    version,
    download: source.download.replace(/v[^/]+\/manifold-[^/]+\.zip$/, `v${version}/manifold-${version}.zip`),
  };
}

/**
 * The files the manifest names by a path in the package rather than a URL (its licence, readme and
 * changelog), which the build must ship beside system.json or Foundry shows a dead link.
 */
export function shippedDocuments(manifest) {
  return ["license", "readme", "changelog"]
    .map((field) => manifest[field])
    .filter((path) => typeof path === "string" && path !== "" && !/^[a-z]+:\/\//i.test(path));
}
