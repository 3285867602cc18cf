export interface Failure {
  name: string;
  error: string;
}
export function formatFailures(list: Failure[]): string;
export function firstLines(text: string, lines?: number): string;
export function tapFailures(text: string): Failure[];
export function slowestSuites(text: string, count?: number): { name: string; seconds: number }[];
