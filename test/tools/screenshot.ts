import { launchBrowser } from "../src/browser.js";
const browser = await launchBrowser();
const url = process.argv[2] ?? "http://127.0.0.1:4000/";
for (const [name, width, height] of [["desktop", 1440, 900], ["mobile", 390, 844]] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${process.argv[3] ?? "home"}-${name}.png`, fullPage: true });
}
await browser.close();
