// The released system.json: the source manifest with the package version written in.
export function manifestFor(source, version) {
  return {
    ...source,
    version,
    download: source.download.replace(/v[^/]+\/manifold-[^/]+\.zip$/, `v${version}/manifold-${version}.zip`),
  };
}
