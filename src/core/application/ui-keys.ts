/** Where the UI state (asyncFormData, not kept across a reload) holds the address an unsubscribe link names. */
export const UNSUBSCRIBE_EMAIL_KEY = 'unsubscribeEmail';
