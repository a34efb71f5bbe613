/** Outside addresses shown in the footer. */
export const externalLinks = {
  supportEmail: 'support@cardbinder.app',
  feedback: 'mailto:feedback@cardbinder.app?subject=CardBinder%20feedback',
  sourceCode: 'https://github.com/cardbinder/cardbinder',
} as const;
