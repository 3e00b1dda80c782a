import { useLayoutEffect, useRef, useState } from "react";
import { gridColumns } from "../lobby/game-grid.js";

/** The card columns the element's width holds, followed as it resizes. */
export function useGridColumns<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setColumns(gridColumns(el.clientWidth));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}
