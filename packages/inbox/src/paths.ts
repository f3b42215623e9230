/** Where the inbox API lives: one path prefix, the same on Hosting (rewrite) and the local backend. */
export const inboxApiBase = '/api/inbox';

/** The request paths the browser builds (ids are 20 letters or digits, safe in a path as they are). */
export const inboxPaths = {
  messages: `${inboxApiBase}/messages`,
  changes: `${inboxApiBase}/changes`,
  message: (id: string) => `${inboxApiBase}/messages/${id}`,
  read: (id: string) => `${inboxApiBase}/messages/${id}/read`,
  resend: (id: string) => `${inboxApiBase}/messages/${id}/resend`,
  export: `${inboxApiBase}/export.csv`,
  applications: `${inboxApiBase}/applications`,
  application: (id: string) => `${inboxApiBase}/applications/${id}`,
  applicationRead: (id: string) => `${inboxApiBase}/applications/${id}/read`,
  applicationCv: (id: string) => `${inboxApiBase}/applications/${id}/cv`,
  applicationsExport: `${inboxApiBase}/applications/export.csv`,
} as const;
