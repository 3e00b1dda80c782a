import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { Providers } from "./app/Providers.js";
import { createRouter } from "./app/router.js";
import { captureRefCode } from "./shared/storage/session-storage.js";
import "./styles/index.css";

captureRefCode(window.location.search);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
