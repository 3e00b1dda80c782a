export { default } from "./eslint/base.js";
