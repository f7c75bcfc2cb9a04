import { jsonLdText } from "@/lib/seo/json-ld";

/** schema.org data of a page; jsonLdText escapes `<`, so nothing in it can close the script. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
