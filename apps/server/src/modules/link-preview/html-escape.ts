/** Text or an attribute value made safe to write into HTML. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  );
