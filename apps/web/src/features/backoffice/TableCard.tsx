/** The card look without its padding: shared with the business console (components/). */
export { TableCard } from '../../components/TableCard';
