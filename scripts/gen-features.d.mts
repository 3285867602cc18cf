export function generatedFiles(): Record<string, string>;
export function staleFiles(): string[];
