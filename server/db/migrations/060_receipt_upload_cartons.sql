-- Inbounds from a file (/receipt/upload): a row names the carton its line travels in. An inbound
-- made on the screens keeps no number (its carton is shown as <inbound no>-C<line no>).
ALTER TABLE receipt_inbound_lines ADD COLUMN carton_no text;
