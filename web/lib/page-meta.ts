import { useEffect } from "react";
import { usePublicSettings } from "@/api/settings";

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
}

function metaElement(name: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
}

/** The site-level description of index.html, restored on pages that set none. */
const DEFAULT_DESCRIPTION =
  typeof document === "undefined" ? "" : (metaElement("description")?.content ?? "");

function setMeta(name: string, content: string | undefined) {
  let element = metaElement(name);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the document title to "{title} | {site name}", and the meta description and keywords. */
export function usePageMeta({ title, description, keywords }: PageMeta): void {
  const { siteName } = usePublicSettings();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
  useEffect(() => {
    setMeta("description", description || DEFAULT_DESCRIPTION);
  }, [description]);
  useEffect(() => {
    setMeta("keywords", keywords);
  }, [keywords]);
}

/** The id of the one structured-data block; the server writes it into pages that have one. */
const STRUCTURED_DATA_ID = "structured-data";

/**
 * Keeps the page's schema.org block (`<script type="application/ld+json">`, data that never
 * runs) in step with the screen: it replaces the block the server wrote for this address,
 * and removes it when the screen goes, so a block never outlives its page.
 */
export function useStructuredData(json: string | null): void {
  useEffect(() => {
    let element = document.getElementById(STRUCTURED_DATA_ID);
    if (!json) {
      element?.remove();
      return;
    }
    if (!element) {
      element = document.createElement("script");
      element.id = STRUCTURED_DATA_ID;
      element.setAttribute("type", "application/ld+json");
      document.head.append(element);
    }
    element.textContent = json;
    return () => document.getElementById(STRUCTURED_DATA_ID)?.remove();
  }, [json]);
}
