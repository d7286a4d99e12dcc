// C shim for ncursesw. Swift cannot import function-like macros or, in
// Swift 6 mode, mutable C globals; these static inline wrappers expose them.
// Every name carries the nk_ prefix.
#ifndef NAVKIT_CNCURSESW_SHIM_H
#define NAVKIT_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
/* Debian and Ubuntu put the wide-character ncurses under ncursesw/; Homebrew, Fedora
   and Alpine have it as curses.h, wide API included because NCURSES_WIDECHAR is set. */
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

/* NavKit uses ncurses 6.1's API: alloc_pair, extended colours, A_ITALIC. macOS's own
   /usr/lib/libncurses is 5.7: use Homebrew's ncurses (the README says how). */
#if !defined(NCURSES_VERSION_MAJOR) || NCURSES_VERSION_MAJOR < 6 || \
    (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR < 1)
#error "NavKit needs ncurses 6.1 or newer with wide characters (ncursesw); on macOS: brew install ncurses"
#endif

/// The terminal size of `fd` in cells; returns 0 on success, -1 when unknown.
static inline int nk_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/// The size of one cell in pixels, from the window's size in pixels over its cells; -1 when the
/// terminal does not say (many leave the pixel fields 0).
static inline int nk_cell_pixels(int fd, int *width, int *height) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0
        || ws.ws_xpixel < ws.ws_col || ws.ws_ypixel < ws.ws_row) return -1;
    *width = ws.ws_xpixel / ws.ws_col;
    *height = ws.ws_ypixel / ws.ws_row;
    return 0;
}

static inline WINDOW *nk_stdscr(void) { return stdscr; }
/// ncurses' copy of what the terminal shows (kept right when the presenter sends its own bytes).
static inline WINDOW *nk_curscr(void) { return curscr; }
/// The screen ncurses is about to send.
static inline WINDOW *nk_newscr(void) { return newscr; }
static inline int nk_lines(void) { return LINES; }
static inline int nk_cols(void) { return COLS; }
static inline int nk_colors(void) { return COLORS; }
static inline int nk_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t nk_a_normal(void) { return A_NORMAL; }
static inline attr_t nk_a_bold(void) { return A_BOLD; }
static inline attr_t nk_a_dim(void) { return A_DIM; }
static inline attr_t nk_a_underline(void) { return A_UNDERLINE; }
static inline attr_t nk_a_reverse(void) { return A_REVERSE; }
static inline attr_t nk_a_italic(void) { return A_ITALIC; }

/// Fills one cell directly (faster than setcchar): up to CCHARW_MAX code
/// points (a base and its combining marks), attributes and a colour pair.
/// Pairs above 255 live in ext_color, which ncurses prefers when non-zero.
static inline void nk_fill_cell(cchar_t *cell, const wchar_t *chars, int count,
                                attr_t attrs, int pair) {
    int i;
    if (count > CCHARW_MAX) count = CCHARW_MAX;
    for (i = 0; i < CCHARW_MAX; i++) cell->chars[i] = i < count ? chars[i] : 0;
    cell->attr = (attrs & ~A_COLOR) | (attr_t)COLOR_PAIR(pair & 0xff);
#if NCURSES_EXT_COLORS
    cell->ext_color = pair;
#endif
}

/// Writes a row of cells at (y, x) without moving the cursor or wrapping.
static inline int nk_put_cells(WINDOW *win, int y, int x, const cchar_t *cells, int n) {
    return mvwadd_wchnstr(win, y, x, cells, n);
}

#endif
