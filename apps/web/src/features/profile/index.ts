/** The member's profile; its wallet list is also shown in a verification result. */
export { WalletAddressList } from './WalletAddressList';
