// The diag family uses the network-wide rating rule.
export { formatRating, starFills, type StarFill } from '../format/rating';
