// Ad status is computed in US Eastern time (spec doc 1 §4); offsets in minutes from UTC.

export const EASTERN_DAYLIGHT_OFFSET_MINUTES = -240;
export const EASTERN_STANDARD_OFFSET_MINUTES = -300;
