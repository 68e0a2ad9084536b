#ifndef YTCLONE_CXML_H
#define YTCLONE_CXML_H

// libxml2's streaming reader (xmlTextReader), loaded with dlopen the first time a feed is read.
// Foundation's XMLParser is this same parser underneath, but linking it would load libxml2 and
// ICU at every start of ytclone; loaded here, only a run that reads a feed maps them. The few
// entry points used are declared here, so no libxml2 header is needed to build.

#include <stddef.h>

typedef struct _xmlTextReader cxml_reader;

/// Node types the reader reports (libxml2's xmlReaderTypes).
enum {
    CXML_ELEMENT = 1,
    CXML_TEXT = 3,
    CXML_CDATA = 4,
    CXML_END_ELEMENT = 15,
};

/// Loads libxml2.so.2 once; returns 1, or 0 with the reason in `error`. Safe from several threads.
int cxml_ready(char *error, size_t error_size);

/// A reader over `size` bytes of `bytes`, which must outlive it. No network access, no DTD
/// loading, entities left unexpanded, libxml2's own limits on amplification kept, and no error
/// printed; NULL when out of memory.
cxml_reader *cxml_reader_new(const char *bytes, int size);
/// Moves to the next node: 1, 0 at the end, -1 when the document is not well-formed.
int cxml_read(cxml_reader *reader);
int cxml_node_type(cxml_reader *reader);
/// 1 for an element written `<x/>`, which has no end-element node.
int cxml_is_empty_element(cxml_reader *reader);
/// The current node's local name, namespace URI and text value; NULL when it has none. Valid
/// until the next move.
const char *cxml_local_name(cxml_reader *reader);
const char *cxml_namespace(cxml_reader *reader);
const char *cxml_value(cxml_reader *reader);
/// The value of the current element's attribute `name` (no namespace), or NULL; valid until
/// the next move.
const char *cxml_attribute(cxml_reader *reader, const char *name);
void cxml_reader_free(cxml_reader *reader);

#endif
