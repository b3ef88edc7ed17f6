#ifndef WKL_CFREETYPE_SHIM_H
#define WKL_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ft.h>
#include <fribidi.h>

/* FriBidi's paragraph directions are macros built from bit masks, which Swift does not import. */
static inline FriBidiParType wkl_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
static inline FriBidiParType wkl_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType wkl_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
#endif
