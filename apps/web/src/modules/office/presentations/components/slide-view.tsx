import type { TPresentationSlide, TPresentationSlideLayout } from "@inkundla/shared";
import type { CSSProperties } from "react";
import { presentationImageUrl } from "../presentations.api";
import { visibleBullets } from "../slide-deck";

/**
 * Where each part of a slide sits, as percentages of a 16:9 slide and font sizes as a share of its
 * width (cqw): the same places the PPTX and PDF exports use (the server's presentation-layout.ts), so a
 * thumbnail, the slideshow and the exported file look alike.
 */
type Region = { left: number; top: number; width: number; height: number; fontSize: number };
type Regions = {
  title: Region & { isCentred: boolean };
  body: Region & { hasBulletMarks: boolean };
  secondColumn: Region | null;
  image: Region | null;
  isDark: boolean;
};

const HEADING = { left: 5, top: 5.3, width: 90, height: 16, fontSize: 3.9, isCentred: false };
const BODY_TOP = 23.1;
const BODY_HEIGHT = 68.9;
const HALF = 43.5;
const RIGHT = 51.5;
const BODY_FONT = 2.5;

function regionsOf(layout: TPresentationSlideLayout): Regions {
  switch (layout) {
    case "title":
      return {
        title: { left: 5, top: 26.7, width: 90, height: 24.9, fontSize: 5, isCentred: true },
        body: { left: 5, top: 53.3, width: 90, height: 32, fontSize: 2.5, hasBulletMarks: false },
        secondColumn: null,
        image: null,
        isDark: false,
      };
    case "section":
      return {
        title: { left: 5, top: 32, width: 90, height: 21.3, fontSize: 4.7, isCentred: true },
        body: { left: 5, top: 55.1, width: 90, height: 24.9, fontSize: 2.2, hasBulletMarks: false },
        secondColumn: null,
        image: null,
        isDark: true,
      };
    case "title-bullets":
      return {
        title: HEADING,
        body: {
          left: 5,
          top: BODY_TOP,
          width: 90,
          height: BODY_HEIGHT,
          fontSize: BODY_FONT,
          hasBulletMarks: true,
        },
        secondColumn: null,
        image: null,
        isDark: false,
      };
    case "title-image":
      return {
        title: HEADING,
        body: {
          left: 5,
          top: BODY_TOP,
          width: HALF,
          height: BODY_HEIGHT,
          fontSize: BODY_FONT,
          hasBulletMarks: true,
        },
        secondColumn: null,
        image: { left: RIGHT, top: BODY_TOP, width: HALF, height: BODY_HEIGHT, fontSize: 0 },
        isDark: false,
      };
    case "two-column":
      return {
        title: HEADING,
        body: {
          left: 5,
          top: BODY_TOP,
          width: HALF,
          height: BODY_HEIGHT,
          fontSize: BODY_FONT,
          hasBulletMarks: true,
        },
        secondColumn: { left: RIGHT, top: BODY_TOP, width: HALF, height: BODY_HEIGHT, fontSize: BODY_FONT },
        image: null,
        isDark: false,
      };
    default: {
      const unknown: never = layout;
      return unknown;
    }
  }
}

function place(region: Region): CSSProperties {
  return {
    position: "absolute",
    left: `${region.left}%`,
    top: `${region.top}%`,
    width: `${region.width}%`,
    height: `${region.height}%`,
    fontSize: `${region.fontSize}cqw`,
    overflow: "hidden",
    margin: 0,
  };
}

function Lines({
  lines,
  region,
  hasBulletMarks,
  isCentred,
}: {
  lines: string[];
  region: Region;
  hasBulletMarks: boolean;
  isCentred: boolean;
}) {
  if (lines.length === 0) return null;
  const style: CSSProperties = {
    ...place(region),
    lineHeight: 1.3,
    paddingLeft: hasBulletMarks ? "1.2em" : 0,
    listStyle: hasBulletMarks ? "disc" : "none",
    textAlign: isCentred ? "center" : "left",
    display: isCentred ? "flex" : "block",
    flexDirection: "column",
    justifyContent: "center",
  };
  return (
    <ul style={style}>
      {lines.map((line, index) => (
        // Lines may repeat; their order is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: a slide's lines have no ids
        <li key={index} style={{ marginBottom: "0.3em" }}>
          {line}
        </li>
      ))}
    </ul>
  );
}

interface SlideViewProps {
  slide: TPresentationSlide;
  /** Thumbnails skip loading images they are too small to show well; the slideshow shows them. */
  showsImage?: boolean;
}

/** A slide drawn at whatever width its container gives it (a thumbnail, the preview or the slideshow). */
export function SlideView({ slide, showsImage = true }: SlideViewProps) {
  const regions = regionsOf(slide.layout);
  const ink = regions.isDark ? "#ffffff" : "#1a1a1f";
  return (
    <div
      style={{
        containerType: "inline-size",
        position: "relative",
        width: "100%",
        aspectRatio: "16 / 9",
        background: regions.isDark ? "#1f3a5f" : "#ffffff",
        color: ink,
        fontFamily: "Calibri, Carlito, 'Segoe UI', sans-serif",
        overflow: "hidden",
      }}
    >
      {slide.title.trim() ? (
        <div
          style={{
            ...place(regions.title),
            fontWeight: 700,
            lineHeight: 1.15,
            display: "flex",
            alignItems: "center",
            justifyContent: regions.title.isCentred ? "center" : "flex-start",
            textAlign: regions.title.isCentred ? "center" : "left",
          }}
        >
          {slide.title}
        </div>
      ) : null}
      <Lines
        lines={visibleBullets(slide.bullets)}
        region={regions.body}
        hasBulletMarks={regions.body.hasBulletMarks}
        isCentred={!regions.body.hasBulletMarks}
      />
      {regions.secondColumn ? (
        <Lines
          lines={visibleBullets(slide.secondColumn)}
          region={regions.secondColumn}
          hasBulletMarks
          isCentred={false}
        />
      ) : null}
      {regions.image && slide.imageFileId && showsImage ? (
        <img
          src={presentationImageUrl(slide.imageFileId)}
          alt=""
          style={{ ...place(regions.image), objectFit: "contain" }}
        />
      ) : null}
      {regions.image && slide.imageFileId && !showsImage ? (
        <div style={{ ...place(regions.image), background: "#dfe3ea" }} />
      ) : null}
    </div>
  );
}
