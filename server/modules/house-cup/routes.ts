import type { RoutesPlugin } from "../../deps";
import { houseCup, listHouses } from "./queries";

export const houseCupRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  app.get("/api/v1/house-cup", { config: { sharedAnswers: "everyone" } }, async () => houseCup(db));
  app.get("/api/v1/houses", async () => ({ houses: await listHouses(db) }));
};
