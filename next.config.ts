import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

// NOTE: Next.js injects inline bootstrap scripts, so script-src needs 'unsafe-inline'
// unless every page is rendered with a per-request nonce; frame-ancestors 'none' and
// the other directives still close clickjacking, plugin and foreign-origin vectors.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? " ws:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // NEXT_DIST_DIR lets a second build (a benchmark, a parallel test run) live beside `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // forbidden() in layouts answers 403 with app/forbidden.tsx.
  experimental: { authInterrupts: true },
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "nodemailer", "pdfkit"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Every API answer may hold personal data; lib/http.ts marks its own, this covers the rest
      // (next-auth's catch-all). Dynamic pages already get Next's `private, no-cache, no-store`.
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
    ];
  },
};

export default nextConfig;
