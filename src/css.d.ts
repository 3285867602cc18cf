/** CSS imported as a string, adopted into shadow roots as a constructable stylesheet. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
