/** A job application's fields, and its CV as a file (name, bytes) or several, or none. */
export interface ApplicationParts {
  fields?: Record<string, string>;
  files?: { name: string; bytes: Buffer; type?: string }[];
}

export const validApplicationFields = {
  name: 'Sam Applicant',
  email: 'sam@example.co.uk',
  role: 'EPOS support engineer',
  linkedin: 'https://www.linkedin.com/in/sam-applicant',
  consent: 'on',
  companyWebsite: '',
};

/**
 * A multipart/form-data body exactly as a browser's FormData encodes it (the runtime's own
 * encoder), with its Content-Type and boundary.
 */
export async function multipartBody({
  fields = validApplicationFields,
  files = [],
}: ApplicationParts): Promise<{ bytes: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'cv',
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }),
    );
  }
  const request = new Request('http://form.test/', { method: 'POST', body: form });
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
