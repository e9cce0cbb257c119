import type { RoutesPlugin } from "../../deps";
import { houseCup, listHouses } from "./queries";

export const houseCupRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  app.get("/api/v1/house-cup", { config: { sharedAnswers: "everyone" } }, async () => houseCup(db));
  // The same list for everyone, and the house badges of every profile page ask for it: kept.
  app.get("/api/v1/houses", { config: { sharedAnswers: "everyone" } }, async () => ({
    houses: await listHouses(db),
  }));
};
