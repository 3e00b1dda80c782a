export { resultLabel, type ResultLabel } from "../../../shared/fairness/result-label.js";
