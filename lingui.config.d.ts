declare const config: {
  locales: string[];
  catalogs: { path: string; include: string[]; exclude?: string[] }[];
};
export default config;
