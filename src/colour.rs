//! Colour for print: the page model's sRGB colours as grey (black-and-white interiors) or as
//! CMYK for a press condition, with a total-ink limit.
//!
//! The CMYK conversion is colour-managed, not a formula on RGB numbers: the sRGB colour goes
//! to CIELAB (D50, the ICC's connection space: sRGB's matrix to XYZ D65, Bradford to D50),
//! and is matched against a printing condition's measured characterization data, ANSI
//! CGATS TR 003-2007 (SWOP on grade 3 coated paper: the 1617 IT8.7/4 patches, each a CMYK
//! and the Lab it printed). Of the patches within the ink limit, the closest few in Lab
//! (CIE76 ΔE) are blended with inverse-square-distance weights. A blend of patches that are
//! each within the limit is within it too (total ink is linear), so the limit holds by
//! construction, for every colour in or out of gamut. The data file ships in `profiles/`
//! (zlib licence via Debian's icc-profiles-free; CGATS allows derivative work "with no
//! further permissions" when TR 003 is named as the source, which this comment and
//! docs/platforms.md do). The PDF names the condition in its OutputIntent as the registered
//! "CGATS TR 003".
//!
//! Black is the one exception: near-black areas print as the rich black IngramSpark asks
//! for (60/40/40/100, exactly 240 %), and near-black text and lines as black ink alone, so
//! that small type does not blur when the four plates register a little apart.

use crate::page::Color;
use std::sync::OnceLock;

/// A CMYK colour, each ink in percent (0 to 100).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cmyk {
    pub c: f32,
    pub m: f32,
    pub y: f32,
    pub k: f32,
}

impl Cmyk {
    /// Total ink (area coverage) in percent.
    pub fn total(&self) -> f32 {
        self.c + self.m + self.y + self.k
    }
}

/// IngramSpark's rich black for large areas.
pub const RICH_BLACK: Cmyk = Cmyk {
    c: 60.0,
    m: 40.0,
    y: 40.0,
    k: 100.0,
};

/// The registered name of the characterization data (ICC registry), for the OutputIntent.
pub const CONDITION: &str = "CGATS TR 003";
/// Its description.
pub const CONDITION_INFO: &str = "SWOP Grade 3 coated (ANSI CGATS TR 003-2007)";

/// Colours darker than this L* count as black (rich black areas, K-only text).
const BLACK_L: f32 = 8.0;
/// Patches blended for one colour.
const BLEND: usize = 4;

/// CIELAB under D50.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lab {
    pub l: f32,
    pub a: f32,
    pub b: f32,
}

impl Lab {
    /// CIE76 colour difference.
    pub fn delta_e(&self, o: &Lab) -> f32 {
        ((self.l - o.l).powi(2) + (self.a - o.a).powi(2) + (self.b - o.b).powi(2)).sqrt()
    }
}

/// sRGB (IEC 61966-2-1) to CIELAB D50: linearise, sRGB's matrix to XYZ D65, Bradford
/// adaptation to D50, then CIE's Lab formula.
pub fn lab_of(c: Color) -> Lab {
    let lin = |v: f32| {
        let v = v.clamp(0.0, 1.0) as f64;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let (r, g, b) = (lin(c.r), lin(c.g), lin(c.b));
    // sRGB to XYZ D50 in one matrix (sRGB's D65 matrix with Bradford to D50 folded in, as
    // ICC sRGB profiles carry it).
    let x = 0.436_074_7 * r + 0.385_064_9 * g + 0.143_080_4 * b;
    let y = 0.222_504_5 * r + 0.716_878_6 * g + 0.060_616_9 * b;
    let z = 0.013_932_2 * r + 0.097_104_5 * g + 0.714_173_3 * b;
    // D50 white.
    let (xn, yn, zn) = (0.964_22, 1.0, 0.825_21);
    let f = |t: f64| {
        const E: f64 = 216.0 / 24389.0;
        const K: f64 = 24389.0 / 27.0;
        if t > E {
            t.cbrt()
        } else {
            (K * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / xn), f(y / yn), f(z / zn));
    Lab {
        l: (116.0 * fy - 16.0) as f32,
        a: (500.0 * (fx - fy)) as f32,
        b: (200.0 * (fy - fz)) as f32,
    }
}

/// One measured patch: the inks and the Lab they printed.
#[derive(Clone, Copy, Debug)]
struct Patch {
    ink: Cmyk,
    lab: Lab,
}

/// The characterization data, parsed once.
fn patches() -> &'static [Patch] {
    static DATA: OnceLock<Vec<Patch>> = OnceLock::new();
    DATA.get_or_init(|| parse_cgats(include_str!("../profiles/CGATS-TR003.ti3")))
}

/// Reads a CGATS file's CMYK_C..CMYK_K and LAB_L..LAB_B columns. The file is ours and
/// fixed, so a malformed one is a bug caught by the tests.
fn parse_cgats(text: &str) -> Vec<Patch> {
    let mut fields: Vec<&str> = vec![];
    let mut out = vec![];
    let mut in_format = false;
    let mut in_data = false;
    for line in text.lines().map(str::trim) {
        match line {
            "BEGIN_DATA_FORMAT" => in_format = true,
            "END_DATA_FORMAT" => in_format = false,
            "BEGIN_DATA" => in_data = true,
            "END_DATA" => in_data = false,
            _ if in_format => fields.extend(line.split_whitespace()),
            _ if in_data => {
                let v: Vec<f32> = line
                    .split_whitespace()
                    .map(|s| s.parse().unwrap_or(f32::NAN))
                    .collect();
                let col = |name: &str| {
                    fields
                        .iter()
                        .position(|f| *f == name)
                        .and_then(|i| v.get(i).copied())
                        .unwrap_or(f32::NAN)
                };
                out.push(Patch {
                    ink: Cmyk {
                        c: col("CMYK_C"),
                        m: col("CMYK_M"),
                        y: col("CMYK_Y"),
                        k: col("CMYK_K"),
                    },
                    lab: Lab {
                        l: col("LAB_L"),
                        a: col("LAB_A"),
                        b: col("LAB_B"),
                    },
                });
            }
            _ => {}
        }
    }
    out
}

/// Whether a colour fills an area or draws text and lines (which decides black's inks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    Area,
    Line,
}

/// The CMYK of an sRGB colour for the TR 003 condition, total ink at most `limit` percent.
pub fn cmyk_of(c: Color, limit: u32, usage: Use) -> Cmyk {
    let target = lab_of(c);
    if c.r >= 0.999 && c.g >= 0.999 && c.b >= 0.999 {
        // Paper white: no ink at all.
        return Cmyk {
            c: 0.0,
            m: 0.0,
            y: 0.0,
            k: 0.0,
        };
    }
    if target.l < BLACK_L {
        return match usage {
            Use::Area if RICH_BLACK.total() <= limit as f32 => RICH_BLACK,
            _ => Cmyk {
                c: 0.0,
                m: 0.0,
                y: 0.0,
                k: 100.0,
            },
        };
    }
    let limit = limit as f32;
    let mut near: Vec<(f32, &Patch)> = patches()
        .iter()
        .filter(|p| p.ink.total() <= limit + 1e-3)
        .map(|p| (p.lab.delta_e(&target), p))
        .collect();
    // Ties broken by the data's order: deterministic.
    near.sort_by(|a, b| a.0.total_cmp(&b.0));
    near.truncate(BLEND);
    if near[0].0 < 0.05 {
        return near[0].1.ink;
    }
    let weights: Vec<f32> = near.iter().map(|(d, _)| 1.0 / (d * d)).collect();
    let sum: f32 = weights.iter().sum();
    let mix = |f: fn(&Cmyk) -> f32| {
        near.iter()
            .zip(&weights)
            .map(|((_, p), w)| f(&p.ink) * w)
            .sum::<f32>()
            / sum
    };
    // Rounded to 0.1 %: what a PDF number carries, and no rounding can push the total past
    // the limit by more than 0.2 %, which the final scale removes.
    let mut out = Cmyk {
        c: mix(|i| i.c),
        m: mix(|i| i.m),
        y: mix(|i| i.y),
        k: mix(|i| i.k),
    };
    let round = |v: f32| (v * 10.0).floor() / 10.0;
    out = Cmyk {
        c: round(out.c),
        m: round(out.m),
        y: round(out.y),
        k: round(out.k),
    };
    debug_assert!(out.total() <= limit + 1e-3);
    out
}

/// The Lab the condition prints for a blend as `cmyk_of` makes it: the same weights over the
/// same patches' Lab. For tests and docs: how far from the sRGB colour the print lands.
pub fn printed_lab_of(c: Color, limit: u32) -> Lab {
    let target = lab_of(c);
    let mut near: Vec<(f32, &Patch)> = patches()
        .iter()
        .filter(|p| p.ink.total() <= limit as f32 + 1e-3)
        .map(|p| (p.lab.delta_e(&target), p))
        .collect();
    near.sort_by(|a, b| a.0.total_cmp(&b.0));
    near.truncate(BLEND);
    if near[0].0 < 0.05 {
        return near[0].1.lab;
    }
    let weights: Vec<f32> = near.iter().map(|(d, _)| 1.0 / (d * d)).collect();
    let sum: f32 = weights.iter().sum();
    let mix = |f: fn(&Lab) -> f32| {
        near.iter()
            .zip(&weights)
            .map(|((_, p), w)| f(&p.lab) * w)
            .sum::<f32>()
            / sum
    };
    Lab {
        l: mix(|l| l.l),
        a: mix(|l| l.a),
        b: mix(|l| l.b),
    }
}

/// The grey (0 black to 1 white) of an sRGB colour for a black-and-white page: the grey of
/// the same CIE lightness, so a colour keeps its weight on the page. Greys map to themselves.
pub fn grey_of(c: Color) -> f32 {
    if c.r == c.g && c.g == c.b {
        return c.r.clamp(0.0, 1.0);
    }
    let l = lab_of(c).l as f64;
    // The sRGB grey whose L* is `l`.
    let y = if l > 8.0 {
        ((l + 16.0) / 116.0).powi(3)
    } else {
        l * 27.0 / 24389.0
    };
    let v = if y <= 0.003_130_8 {
        12.92 * y
    } else {
        1.055 * y.powf(1.0 / 2.4) - 0.055
    };
    v.clamp(0.0, 1.0) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_is_read_whole() {
        let p = patches();
        assert_eq!(p.len(), 1617);
        assert!(
            p.iter()
                .all(|p| p.ink.total().is_finite() && p.lab.l.is_finite())
        );
        // The first patch is the paper: no ink, L* 92.5.
        assert_eq!(p[0].ink.total(), 0.0);
        assert!((p[0].lab.l - 92.5).abs() < 0.01);
    }

    #[test]
    fn srgb_to_lab_matches_published_values() {
        let w = lab_of(Color::WHITE);
        assert!(
            (w.l - 100.0).abs() < 0.01 && w.a.abs() < 0.05 && w.b.abs() < 0.05,
            "{w:?}"
        );
        // sRGB red is Lab(54.29, 80.80, 69.89) under D50 (Bradford).
        let r = lab_of(Color::rgb(1.0, 0.0, 0.0));
        assert!((r.l - 54.29).abs() < 0.1, "{r:?}");
        assert!(
            (r.a - 80.80).abs() < 0.3 && (r.b - 69.89).abs() < 0.3,
            "{r:?}"
        );
        let g = lab_of(Color::gray(0.5));
        assert!((g.l - 53.39).abs() < 0.1 && g.a.abs() < 0.05, "{g:?}");
    }

    #[test]
    fn ink_never_passes_the_limit() {
        let steps = [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0];
        for &r in &steps {
            for &g in &steps {
                for &b in &steps {
                    for usage in [Use::Area, Use::Line] {
                        let k = cmyk_of(Color::rgb(r, g, b), 240, usage);
                        assert!(k.total() <= 240.0 + 1e-3, "{r} {g} {b}: {k:?}");
                        for v in [k.c, k.m, k.y, k.k] {
                            assert!((0.0..=100.0).contains(&v), "{k:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn in_gamut_colours_print_close_to_the_design() {
        // The default cover colours (navy, gold, cream), a mid grey and a mid blue.
        for hex in ["#1c2b4a", "#f2b544", "#fbf6e9", "#808080", "#3a6ea5"] {
            let c = Color::from_hex(hex).unwrap();
            let de = printed_lab_of(c, 240).delta_e(&lab_of(c));
            assert!(de < 6.0, "{hex}: ΔE {de}");
        }
    }

    #[test]
    fn black_is_rich_in_areas_and_k_only_in_lines() {
        assert_eq!(cmyk_of(Color::BLACK, 240, Use::Area), RICH_BLACK);
        let text = cmyk_of(Color::BLACK, 240, Use::Line);
        assert_eq!((text.c, text.m, text.y, text.k), (0.0, 0.0, 0.0, 100.0));
        assert_eq!(cmyk_of(Color::WHITE, 240, Use::Area).total(), 0.0);
    }

    #[test]
    fn greys_keep_their_value_and_colours_their_lightness() {
        assert_eq!(grey_of(Color::gray(0.35)), 0.35);
        let blue = Color::rgb(0.0, 0.0, 1.0);
        let g = grey_of(blue);
        assert!((lab_of(Color::gray(g)).l - lab_of(blue).l).abs() < 0.2);
    }
}
