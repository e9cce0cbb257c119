import { STILL_CORRECT_TEXT, stillCorrectTokenSchema } from "../../../contract/still-correct";
import type { RoutesPlugin } from "../../deps";
import { AppError, notFound } from "../../errors";
import { checkStillCorrectToken } from "./token";
import { confirmDetailsStillCorrect, stillCorrectDetails } from "./yearly-mail";

const LIMIT = { max: 10, timeWindow: "1 minute" };

/**
 * The yearly mail's link (decision 125) opens the landing page /still-correct, which reads the
 * details here and changes nothing (a mail scanner following the link confirms nobody's
 * details); its one button POSTs. No sign-in: the signed token says who.
 */
export const stillCorrectRoutes: RoutesPlugin = (app, { db, config }) => {
  const memberOf = (token: string): string => {
    const check = checkStillCorrectToken(config.authSecret, token);
    if (check.ok) return check.userId;
    throw check.reason === "expired"
      ? new AppError("NOT_FOUND", STILL_CORRECT_TEXT.expiredLink, 410)
      : notFound(STILL_CORRECT_TEXT.badLink);
  };

  app.get("/api/v1/still-correct", { schema: { querystring: stillCorrectTokenSchema } }, async (req) => {
    const details = await stillCorrectDetails(db, memberOf(req.query.token));
    if (!details) throw notFound(STILL_CORRECT_TEXT.badLink);
    return details;
  });

  app.post(
    "/api/v1/still-correct",
    { schema: { body: stillCorrectTokenSchema }, config: { rateLimit: LIMIT } },
    async (req) => {
      if (!(await confirmDetailsStillCorrect(db, memberOf(req.body.token))))
        throw notFound(STILL_CORRECT_TEXT.badLink);
      return { message: STILL_CORRECT_TEXT.confirmed };
    },
  );
};
