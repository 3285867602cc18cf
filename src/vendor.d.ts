/** dayjs's ESM locale files ship without typings; each default-exports its locale object. */
declare module 'dayjs/esm/locale/*.js' {
  const locale: import('dayjs/locale/types').ILocale;
  export default locale;
}
