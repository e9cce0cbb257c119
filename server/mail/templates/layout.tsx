/** @jsxRuntime automatic */
/** @jsxImportSource react */
// (The pragmas: this file is also run by tsx from the repository root, whose tsconfig covers
// no server file, so the JSX runtime is named here rather than left to a tsconfig.)
// Each component from its own package, not from @react-email/components: importing that one
// builds Prism's grammars (its code block) and loads its Tailwind and Markdown components, about
// 0.5 s of CPU at every server start, for components no mail uses (decision 154).
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import Markdown from "react-markdown";

/** What every mail of the portal is made of; one layout renders it as HTML and as plain text. */
export interface MailContent {
  siteName: string;
  publicUrl: string;
  /** First line, shown large. */
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs?: string[];
  /** A Markdown body (newsletters), rendered without raw HTML. */
  markdown?: string;
  /** One image after the paragraphs (an event ticket's QR code), served by the portal. */
  image?: { src: string; alt: string; size: number };
  /** The one thing to do, as a button (and as a bare link in the text version). */
  action?: { label: string; url: string };
  /** Links at the foot (unsubscribe, notification settings). */
  footerLinks?: { label: string; url: string }[];
  /** Why the reader got this mail. */
  footerNote?: string;
}

const navy = "#1f3159";
const gold = "#e8b634";

function MailLayout({ content, children }: { content: MailContent; children?: ReactNode }) {
  const { siteName, publicUrl, heading, paragraphs = [], action, footerLinks = [], footerNote } = content;
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{heading}</Preview>
      <Body
        style={{
          backgroundColor: "#f4f5f8",
          margin: 0,
          padding: "16px 0",
          fontFamily: "Helvetica, Arial, sans-serif",
        }}
      >
        <Container
          style={{
            maxWidth: 560,
            width: "100%",
            backgroundColor: "#ffffff",
            borderRadius: 8,
            overflow: "hidden",
          }}
        >
          <Section style={{ backgroundColor: navy, padding: "16px 24px", borderBottom: `4px solid ${gold}` }}>
            <Img
              src={`${publicUrl}/crest-96.png`}
              width="40"
              height="40"
              alt=""
              style={{ display: "inline-block", verticalAlign: "middle", marginRight: 12 }}
            />
            <Text
              style={{
                display: "inline-block",
                verticalAlign: "middle",
                margin: 0,
                color: "#ffffff",
                fontSize: 18,
                fontWeight: 700,
              }}
            >
              {siteName}
            </Text>
          </Section>
          <Section style={{ padding: "8px 24px 24px" }}>
            <Text
              style={{ fontSize: 22, lineHeight: "28px", fontWeight: 700, color: navy, margin: "16px 0 8px" }}
            >
              {heading}
            </Text>
            {paragraphs.map((p) => (
              <Text key={p} style={{ fontSize: 16, lineHeight: "24px", color: "#1f2937", margin: "8px 0" }}>
                {p}
              </Text>
            ))}
            {content.image ? (
              <Img
                src={content.image.src}
                width={String(content.image.size)}
                height={String(content.image.size)}
                alt={content.image.alt}
                style={{ margin: "16px 0" }}
              />
            ) : null}
            {children}
            {action && (
              <Section style={{ margin: "20px 0" }}>
                <Button
                  href={action.url}
                  style={{
                    backgroundColor: navy,
                    color: "#ffffff",
                    padding: "12px 20px",
                    borderRadius: 6,
                    fontSize: 16,
                    fontWeight: 600,
                  }}
                >
                  {action.label}
                </Button>
                <Text style={{ fontSize: 13, color: "#6b7280", wordBreak: "break-all" }}>
                  Or open this link: <Link href={action.url}>{action.url}</Link>
                </Text>
              </Section>
            )}
          </Section>
          <Hr style={{ borderColor: "#e5e7eb", margin: 0 }} />
          <Section style={{ padding: "12px 24px 20px" }}>
            {footerNote && (
              <Text style={{ fontSize: 12, color: "#6b7280", margin: "4px 0" }}>{footerNote}</Text>
            )}
            {footerLinks.map((l) => (
              <Text key={l.url} style={{ fontSize: 12, margin: "4px 0" }}>
                <Link href={l.url} style={{ color: navy }}>
                  {l.label}
                </Link>
              </Text>
            ))}
            <Text style={{ fontSize: 12, color: "#6b7280", margin: "4px 0" }}>
              {siteName} · <Link href={publicUrl}>{publicUrl.replace(/^https?:\/\//, "")}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function MarkdownBody({ source }: { source: string }) {
  return (
    <div style={{ fontSize: 16, lineHeight: "24px", color: "#1f2937" }}>
      <Markdown skipHtml>{source}</Markdown>
    </div>
  );
}

/** The HTML and the plain-text version of one mail, from the one layout. */
export async function renderMail(content: MailContent): Promise<{ html: string; text: string }> {
  const element = (
    <MailLayout content={content}>
      {content.markdown ? <MarkdownBody source={content.markdown} /> : null}
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
