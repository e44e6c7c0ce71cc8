// The Foundry CLI ships no type declarations; these cover the two calls the pack tests use.
declare module "@foundryvtt/foundryvtt-cli" {
  export interface CompileOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
  }
  export interface ExtractOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    clean?: boolean;
    documentType?: string;
    collection?: string;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
