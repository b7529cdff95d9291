// The price inquiry calls (inquiry.ts), listed once for the area's manifest.
import { clearInquiryReply, getInquiryHeader, getInquiryTable, replyInquiry, searchInquiries, searchInquiryPurchases } from './inquiry';

export const inquiryEndpoints = [searchInquiries, getInquiryHeader, getInquiryTable, replyInquiry, clearInquiryReply, searchInquiryPurchases] as const;
