export declare const COMPILE_HINT: string;
export declare const MIN_BYTES: number;
export declare function withCompileHint(code: string, fileName: string): string | null;
export declare function compileHints(): {
  name: string;
  renderChunk(code: string, chunk: { fileName: string }): { code: string; map: null } | null;
};
