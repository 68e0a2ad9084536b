#include "cxml.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// libxml2's parser options, from parser.h.
enum {
    XML_PARSE_NOERROR = 1 << 5,
    XML_PARSE_NOWARNING = 1 << 6,
    XML_PARSE_NONET = 1 << 11,
};

static struct {
    void (*init_parser)(void);
    cxml_reader *(*reader_for_memory)(const char *, int, const char *, const char *, int);
    int (*read)(cxml_reader *);
    int (*node_type)(cxml_reader *);
    int (*is_empty_element)(cxml_reader *);
    const unsigned char *(*local_name)(cxml_reader *);
    const unsigned char *(*namespace_uri)(cxml_reader *);
    const unsigned char *(*value)(cxml_reader *);
    int (*move_to_attribute)(cxml_reader *, const unsigned char *);
    int (*move_to_element)(cxml_reader *);
    void (*free_reader)(cxml_reader *);
} xml;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[256];

#define BIND(field, name)                                                              \
    do {                                                                               \
        *(void **)(&xml.field) = dlsym(handle, name);                                  \
        if (xml.field == NULL) {                                                       \
            snprintf(failure, sizeof failure, "libxml2.so.2 has no %s", name);         \
            return;                                                                    \
        }                                                                              \
    } while (0)

static void load(void) {
    void *handle = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(failure, sizeof failure, "cannot load libxml2.so.2 (Debian: libxml2): %s", dlerror());
        return;
    }
    BIND(init_parser, "xmlInitParser");
    BIND(reader_for_memory, "xmlReaderForMemory");
    BIND(read, "xmlTextReaderRead");
    BIND(node_type, "xmlTextReaderNodeType");
    BIND(is_empty_element, "xmlTextReaderIsEmptyElement");
    BIND(local_name, "xmlTextReaderConstLocalName");
    BIND(namespace_uri, "xmlTextReaderConstNamespaceUri");
    BIND(value, "xmlTextReaderConstValue");
    BIND(move_to_attribute, "xmlTextReaderMoveToAttribute");
    BIND(move_to_element, "xmlTextReaderMoveToElement");
    BIND(free_reader, "xmlFreeTextReader");
    // Once, before readers on several threads: libxml2 asks for this in threaded programs.
    xml.init_parser();
}

int cxml_ready(char *error, size_t error_size) {
    pthread_once(&once, load);
    if (xml.free_reader != NULL) return 1;
    if (error != NULL && error_size > 0) snprintf(error, error_size, "%s", failure);
    return 0;
}

cxml_reader *cxml_reader_new(const char *bytes, int size) {
    return xml.reader_for_memory(bytes, size, NULL, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
}

int cxml_read(cxml_reader *reader) { return xml.read(reader); }

int cxml_node_type(cxml_reader *reader) { return xml.node_type(reader); }

int cxml_is_empty_element(cxml_reader *reader) { return xml.is_empty_element(reader); }

const char *cxml_local_name(cxml_reader *reader) { return (const char *)xml.local_name(reader); }

const char *cxml_namespace(cxml_reader *reader) { return (const char *)xml.namespace_uri(reader); }

const char *cxml_value(cxml_reader *reader) { return (const char *)xml.value(reader); }

const char *cxml_attribute(cxml_reader *reader, const char *name) {
    if (xml.move_to_attribute(reader, (const unsigned char *)name) != 1) return NULL;
    const char *value = (const char *)xml.value(reader);
    // Back on the element; the attribute node, and so its value, stays until the next read.
    xml.move_to_element(reader);
    return value;
}

void cxml_reader_free(cxml_reader *reader) {
    if (reader != NULL) xml.free_reader(reader);
}
