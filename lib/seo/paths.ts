// Addresses of the public directory's pages, shared by the pages, the sitemap and the structured data.

export const hospitalPagePath = (hospitalId: string) => `/hospitals/${encodeURIComponent(hospitalId)}`;

/** The element id of a doctor's card, so that a hospital page can be linked to one doctor. */
export const doctorAnchor = (doctorId: string) => `doctor-${doctorId.replace(/[^A-Za-z0-9_-]/g, "-")}`;
