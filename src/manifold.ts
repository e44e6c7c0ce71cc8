import { toFields } from "./foundry/data/fields";
Hooks.once("init", () => {
  console.log(toFields({}));
});
