/** A PDF download: `application/pdf`, an attachment named `filename`, never cached. */
export function pdfResponse(filename: string, pdf: Buffer): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "content-length": String(pdf.length),
      "cache-control": "no-store",
    },
  });
}

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash and underscore. */
export function safeFilename(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/-+/g, "-").slice(0, 120);
}
