// The diag family uses the network-wide rating rule (issue 17 item 9: no half stars beside '4,9').
export { formatRating, starFills, type StarFill } from '../format/rating';
