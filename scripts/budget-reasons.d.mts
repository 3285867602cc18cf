export const SHORT: number;
export const SECTION: string;
export function headingOf(page: string): string;
export function entriesOf(reason: string): string[];
export function headOf(reason: string): string;
export function withHistory(doc: string, page: string, entries: string[]): string;
export function newEntries(reason: string, doc: string): string[];
