/** Escapes characters that Markdown would read as formatting in quoted transcript text. */
export const escapeMarkdown = (text: string): string => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
