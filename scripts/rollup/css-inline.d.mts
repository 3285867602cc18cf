export function compactCss(css: string): string;
export function cssInline(): import('rollup').Plugin;
