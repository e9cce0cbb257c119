/** The newsletter bench's checks of what the SMTP server received (bench/newsletter.ts). */
import { subscriberAddress } from "./newsletter-setup";

/** RFC 8058: List-Unsubscribe with an https/http address and List-Unsubscribe-Post (headers unfolded). */
export function oneClick(headerBlock: string): boolean {
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, " ");
  return (
    /^List-Unsubscribe: <http[^>]+>/im.test(unfolded) &&
    /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im.test(unfolded)
  );
}

export function checkDelivery(byRecipient: Record<string, number>, SUBSCRIBERS: number) {
  const missing: string[] = [];
  const duplicated: string[] = [];
  let once = 0;
  for (let i = 1; i <= SUBSCRIBERS; i++) {
    const n = byRecipient[subscriberAddress(i)] ?? 0;
    if (n === 0) missing.push(subscriberAddress(i));
    else if (n > 1) duplicated.push(`${subscriberAddress(i)} (${n})`);
    else once++;
  }
  const others = Object.keys(byRecipient).filter((a) => !/^subscriber\.\d+@example\.org$/.test(a)).length;
  return { once, missing, duplicated, others };
}
