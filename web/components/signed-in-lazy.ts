import { lazy } from "react";

/*
 * The signed-in members' header pieces, one lazily loaded chunk (SignedInTools.tsx): a
 * visitor's pages never load them (the JavaScript budget of the public pages, issue 12).
 */
const signedInChunk = () => import("./SignedInTools");

export const SignedInTools = lazy(() => signedInChunk().then((m) => ({ default: m.SignedInTools })));
/** The unread count on Messages, in the header and the bottom bar (issue 21). */
export const MessagesUnreadBadge = lazy(() =>
  signedInChunk().then((m) => ({ default: m.MessagesUnreadBadge })),
);
/** Why a member the office has not admitted is not listed (decision 118), above every screen. */
export const AdmissionNotice = lazy(() => signedInChunk().then((m) => ({ default: m.AdmissionNotice })));
