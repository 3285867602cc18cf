/// <reference types="dayjs/locale/types" />
/** dayjs's ESM locale files ship without typings; each default-exports its locale object. */
declare module 'dayjs/esm/locale/*.js' {
  const locale: ILocale;
  export default locale;
}
