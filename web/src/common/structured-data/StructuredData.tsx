/**
 * schema.org data for search engines, as a JSON-LD block in the page (issue 33). The block is data, never
 * run; its text is escaped so that the platform's words stay inside it (lib/jsonLdText.ts).
 */
import { jsonLdText } from '../../lib/jsonLdText.ts';

export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
