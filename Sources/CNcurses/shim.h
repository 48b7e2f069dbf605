#define NCURSES_WIDECHAR 1
/* Must come first: SwiftPM drops pkg-config's -D flags, and without this define the wide-character
   functions (wget_wch, mvwin_wch, setcchar, ...) are not declared (DESIGN §8). */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

/* Swift imports neither function-like macros nor (under Swift 6) mutable C globals, so every macro
   and global NavigatorCurses needs is wrapped here as a static inline function with a cn_ prefix. */

/* Globals. */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_err(void) { return ERR; }
static inline int cn_ok(void) { return OK; }

/* Window geometry (getmaxyx is a macro). */
static inline void cn_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y = 0, x = 0;
    if (win != NULL) { getmaxyx(win, y, x); }
    *rows = y;
    *cols = x;
}

/* Attributes. */
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_attributes(void) { return A_ATTRIBUTES; }
static inline attr_t cn_color_pair(int pair) { return COLOR_PAIR(pair); }
static inline int cn_pair_number(attr_t attrs) { return (int)PAIR_NUMBER(attrs); }

/* Colors. */
static inline short cn_color_black(void) { return COLOR_BLACK; }
static inline short cn_color_red(void) { return COLOR_RED; }
static inline short cn_color_green(void) { return COLOR_GREEN; }
static inline short cn_color_yellow(void) { return COLOR_YELLOW; }
static inline short cn_color_blue(void) { return COLOR_BLUE; }
static inline short cn_color_magenta(void) { return COLOR_MAGENTA; }
static inline short cn_color_cyan(void) { return COLOR_CYAN; }
static inline short cn_color_white(void) { return COLOR_WHITE; }

/* Key codes. */
static inline int cn_key_code_yes(void) { return KEY_CODE_YES; }
static inline int cn_key_up(void) { return KEY_UP; }
static inline int cn_key_down(void) { return KEY_DOWN; }
static inline int cn_key_left(void) { return KEY_LEFT; }
static inline int cn_key_right(void) { return KEY_RIGHT; }
static inline int cn_key_home(void) { return KEY_HOME; }
static inline int cn_key_end(void) { return KEY_END; }
static inline int cn_key_ppage(void) { return KEY_PPAGE; }
static inline int cn_key_npage(void) { return KEY_NPAGE; }
static inline int cn_key_backspace(void) { return KEY_BACKSPACE; }
static inline int cn_key_dc(void) { return KEY_DC; }
static inline int cn_key_enter(void) { return KEY_ENTER; }
static inline int cn_key_btab(void) { return KEY_BTAB; }
static inline int cn_key_resize(void) { return KEY_RESIZE; }
static inline int cn_key_mouse(void) { return KEY_MOUSE; }
static inline int cn_key_f(int n) { return KEY_F(n); }

/* Input. wget_wch writes a wint_t; hand it to Swift as a plain unsigned int. */
static inline int cn_get_wch(WINDOW *win, unsigned int *out) {
    wint_t ch = 0;
    int result = wget_wch(win, &ch);
    *out = (unsigned int)ch;
    return result;
}

/* Mouse (opt-in with --mouse). */
static inline mmask_t cn_mouse_mask_default(void) {
    return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline int cn_mouse_enable(void) { return mousemask(cn_mouse_mask_default(), NULL) != 0 ? OK : ERR; }
static inline void cn_mouse_disable(void) { mousemask(0, NULL); }
/* kind: 0 none, 1 press, 2 wheel up, 3 wheel down. */
static inline int cn_get_mouse(int *x, int *y, int *kind) {
    MEVENT event;
    *kind = 0;
    if (getmouse(&event) != OK) { return ERR; }
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON4_PRESSED) { *kind = 2; }
#ifdef BUTTON5_PRESSED
    else if (event.bstate & BUTTON5_PRESSED) { *kind = 3; }
#endif
    else if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) { *kind = 1; }
    return OK;
}

/* Output: one cell of a wide character string with attributes and a color pair. */
static inline int cn_put_wide(WINDOW *win, int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) { return ERR; }
    return mvwadd_wch(win, y, x, &cell);
}

/* Read back one cell: its characters (at most capacity-1, NUL-terminated) and attributes. */
static inline int cn_read_cell(WINDOW *win, int y, int x, wchar_t *text, int capacity, attr_t *attrs, short *pair) {
    cchar_t cell;
    wchar_t buffer[CCHARW_MAX + 1];
    attr_t a = 0;
    short p = 0;
    int i;
    if (capacity <= 0) { return ERR; }
    if (mvwin_wch(win, y, x, &cell) != OK) { return ERR; }
    if (getcchar(&cell, buffer, &a, &p, NULL) == ERR) { return ERR; }
    for (i = 0; i < capacity - 1 && buffer[i] != 0; i++) { text[i] = buffer[i]; }
    text[i] = 0;
    *attrs = a;
    *pair = p;
    return OK;
}

/* Locale. */
static inline const char *cn_setlocale_from_environment(void) { return setlocale(LC_ALL, ""); }
static inline const char *cn_setlocale(const char *name) { return setlocale(LC_ALL, name); }
static inline const char *cn_codeset(void) { return nl_langinfo(CODESET); }

#endif /* CNCURSES_SHIM_H */
