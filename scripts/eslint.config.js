export { default } from "@sunrise/tooling/eslint";
