export function elementReference(): string;
export function readmeSection(readme: string): string | null;
